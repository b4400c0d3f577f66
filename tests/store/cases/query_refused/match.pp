node 'b' {
  Notify <<| message =~ 'x' |>>
}
