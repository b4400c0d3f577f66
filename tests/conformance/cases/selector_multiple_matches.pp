$v = 'apple' ? { /^a/ => 'regex', 'apple' => 'exact', default => 'none' }
notify { $v: }
