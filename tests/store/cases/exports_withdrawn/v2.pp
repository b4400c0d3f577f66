node 'a' {
  notify { 'y': }
}
