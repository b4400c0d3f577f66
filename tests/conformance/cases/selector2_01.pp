$x = 1 ? 1 => "a"
notify { "r ${x}": }
$z = 2 ? default => "d"
notify { "t ${z}": message => $facts["os"]["family"] ? "Debian" => "deb" }
