$name_ = 'x'
$h = { 'a' => { 'b' => 'deep' } }
$arr = ['zero', 'one']
notify { "1 ${h['a']['b']} ${arr[1]} ${arr[-1]} ${h[a][b]}": }
notify { "2 $h $arr": }
notify { "3 ${arr.length} ${arr.join('-')} ${h.keys}": }
notify { "4 \${not} \$x ${'lit'}": }
