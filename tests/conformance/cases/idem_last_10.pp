notify { "a": }
realize
