define u($uid) { user { $title: uid => $uid } }
@u { 'alice': uid => 1 }
@u { 'bob': uid => 2 }
U <| uid == 2 |>
