$a = [1, 2]
$x = -$a[0]
notify { "${x}": }
