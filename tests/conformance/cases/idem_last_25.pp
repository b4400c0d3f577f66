-1
notify { "a": }
