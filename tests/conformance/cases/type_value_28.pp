notify { "n": message => Scalar }
