class c {
  notify { "a": }
  "x"
}
