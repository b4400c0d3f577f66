case [1, 'a'] {
  [1, 'b']: { $r = 'no' }
  [1, 'a']: { $r = 'yes' }
}
notify { $r: }
