$h = {'k' => 'v'}
notify { "h=${h['k']} missing=${h['nope']}": }
