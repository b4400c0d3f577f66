$v = 'prod-eu'
$region = $v ? { /-(\w+)$/ => $1, default => 'none' }
notify { $region: }
