$r = File['/x']
$t = Notify
$c = Class['foo']
notify { 'x': message => ["${r}", "${t}", "${c}", "$r", "${File['/y']}", "${[File['/z']]}", "${{ 'k' => File['/w'] }}", String($r), "${Integer[1,2]} "${Resource['file', '/q']}"] }
