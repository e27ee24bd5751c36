// the photo's paths, sizes and shape live in core (app/core/photos), shared with accounts
export * from '~/core/photos/photo'
