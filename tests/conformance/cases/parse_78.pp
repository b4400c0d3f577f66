function f() { 12 }
$x = f() / 3
notify { "${x}": }
