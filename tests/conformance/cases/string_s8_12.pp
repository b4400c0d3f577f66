case 'web01.example.com' {
  /^web(\d+)\./: { notify { "web number ${1}": } }
  default: { notify { 'other': } }
}
notify { "after case [${1}]": }
