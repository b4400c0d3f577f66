@notify { "a": }
realize("notify[a]")
