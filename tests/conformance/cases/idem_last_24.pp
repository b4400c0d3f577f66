unless false { 1 }
notify { "a": }
