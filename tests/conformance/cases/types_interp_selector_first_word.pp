$s = { 'proto' => 'udp' }
$x = [5, 6]
$d = "${s['proto'] ? { undef => 'tcp', default => 'other' }}"
$e = "${x[0] + 1}|${x.length * 2}|${ x[1]}"
notify { 'a': message => [$d, $e] }
