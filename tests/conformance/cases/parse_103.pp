$x = 'a' ? {
  'a' => 'first',
  default => 'other',
}
.upcase
notify { $x: }
