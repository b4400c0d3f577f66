$x = File['/a']
$y = $x['mode']
