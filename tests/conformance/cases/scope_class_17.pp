notify { "x=${nosuch::var}": }
