$x = 'abc' =~ /(?<n>b)/ ? { true => $n, default => 'none' }
notify { "${x}": }
