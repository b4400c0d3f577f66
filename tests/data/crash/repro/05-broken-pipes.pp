# Every printing command into a reader that goes away.
# setup: python3 -c "print('\n'.join('notify{\'n%d\': message => \'%s\'}' % (i, 'x'*100) for i in range(20000)))" > case.pp
# run: set -o pipefail; for c in "parse --format json case.pp" "compile --no-storeconfigs --node test case.pp" "compile --no-storeconfigs --node test --format text case.pp" "graph --node test case.pp"; do "$BIN" $c 2>>err | head -c 10 > /dev/null; s=${PIPESTATUS[0]}; [ $s -le 1 ] || { echo "status $s: $c"; exit 3; }; done; "$BIN" nodes --storeconfigs none.db 2>>err | head -c 1 >/dev/null; ! grep -i 'panick\|broken pipe' err
# exit: 0
