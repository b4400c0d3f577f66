node 'a' {
  @@notify { 'x': tag => 'web' }
}
node 'quiet' {
  notify { 'local only': }
}
