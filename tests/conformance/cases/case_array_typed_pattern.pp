case [1, 'a'] {
  [1, 'b']: { notify { 'no': } }
  [Integer, String]: { notify { 'typed': } }
}
