class a {
  include - b
  include c
}
