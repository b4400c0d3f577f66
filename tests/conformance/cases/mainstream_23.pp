$s = 'web01' ? { /^(\w+?)(\d+)$/ => "${1}-${2}", default => 'none' }
notify { $s: }
