$x = [1,2,3].map |$v| {
  $v ? { 1 => 'one', default => 'many' }
}.unique
notify { "${x}": }
