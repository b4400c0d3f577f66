notify { 'v':
  message => [1, 2.5, true, 'a', undef, { 'k' => 'v', 'n' => 1 }, 0x10, 010, -3],
}
