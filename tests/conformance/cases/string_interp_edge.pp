$h = {a => {b => 'deep'}}
$arr = ['x', 'y']
notify { "1:${h['a']['b']} 2:${arr[1]} 3:$arr[0] 4:${arr}[0] 5:\$x 6:${h}": }
