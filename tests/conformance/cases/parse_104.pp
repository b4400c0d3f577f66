$x = $facts['os']['family'] ? { 'Debian' => ['a','b'], default => [] }.map |$v| { "${v}!" }
notify { "${x}": }
