class outer {
  class inner { notify { 'inner, defined inside outer': } }
}
