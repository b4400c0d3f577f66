$n = notice('x')
notify { "n=${n}": }
