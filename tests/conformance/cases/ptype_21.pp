class c(Optional[String] $a = undef, NotUndef $b = 1) { notify { "${a}-${b}": } }
include c
