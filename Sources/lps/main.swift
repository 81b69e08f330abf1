print("lps")
