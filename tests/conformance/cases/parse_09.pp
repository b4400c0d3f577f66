$new = 5
notify { "n${new}": }
