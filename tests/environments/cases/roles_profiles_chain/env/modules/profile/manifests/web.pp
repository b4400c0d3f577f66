class profile::web($port) {
  require profile::agent
}
