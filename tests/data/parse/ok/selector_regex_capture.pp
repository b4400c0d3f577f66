$v = 'host42' ? { /^host(\d+)$/ => "num ${1}", default => 'none' }
notify { $v: }
