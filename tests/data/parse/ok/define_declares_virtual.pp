define mkuser($uid) { @user { $title: uid => $uid } }
mkuser { ['alice', 'bob']: uid => 10 }
User <| title == 'alice' |>
