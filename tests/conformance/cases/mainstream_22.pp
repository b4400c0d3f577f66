case 'web01' { /^web(\d+)$/: { notify { "num ${1}": } } default: {} }
