$a = $b = 5
notify { "${a} ${b}": }
