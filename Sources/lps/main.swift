// Entry point: parse, run, and map argument errors to exit status 2.
LPSCommand.mainWithUsageStatus()
