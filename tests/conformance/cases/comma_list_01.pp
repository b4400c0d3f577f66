includ a, b
