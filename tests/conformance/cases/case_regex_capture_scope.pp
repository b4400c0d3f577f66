case 'host42' { /^host(\d+)$/: { $n = $1 } }
notify { "n=${n} one=${1}": }
