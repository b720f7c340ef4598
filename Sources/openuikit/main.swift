print("openuikit")
