$x = 'web01'
$r = $x ? { /^web(\d+)$/ => "n${1}", default => 'none' }
case $x { /^(w)(e)/: { notify { "case ${0} ${1} ${2} ${r}": } } }
