#include "CFuzzDriver.h"
