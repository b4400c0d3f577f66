$x = 1
notify { "f=${1.5}": }
