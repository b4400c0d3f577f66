case 'abc123' {
  /^([a-z]+)(\d+)$/: { notify { "got ${1} ${2} ${0}": } }
  default: { notify { 'none': } }
}
