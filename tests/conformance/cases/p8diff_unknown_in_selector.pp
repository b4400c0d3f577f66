$r = $undefined_here ? { undef => 'u', default => 'd' }
notify { $r: }
