unless false { notify { "b": } }
notify { "a": }
