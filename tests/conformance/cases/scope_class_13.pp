$h = { 'a' => 1 }
$arr = [1, 'two']
notify { "h=${h} a=${arr}": }
