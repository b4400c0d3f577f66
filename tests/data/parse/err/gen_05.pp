if true { } else if false { }
